# A tiny text adventure driven by a scripted list of commands.
rooms = {
    'Hall': {'south': 'Kitchen', 'east': 'Dining Room', 'item': 'key'},
    'Kitchen': {'north': 'Hall', 'item': 'monster'},
    'Dining Room': {'west': 'Hall', 'south': 'Garden', 'item': 'potion'},
    'Garden': {'north': 'Dining Room'},
}

inventory = []
currentRoom = 'Hall'
moves = 0


def showInstructions():
    print('''
RPG Game
========
Commands:
  go [direction]
  get [item]
''')


def showStatus():
    print('---------------------------')
    print('You are in the ' + currentRoom)
    print('Inventory : ' + str(inventory))
    if "item" in rooms[currentRoom]:
        print('You see a ' + rooms[currentRoom]['item'])
    print("---------------------------")


def do(command):
    global currentRoom, moves
    move = command.lower().split(" ", 1)
    moves += 1
    if move[0] == 'go':
        if move[1] in rooms[currentRoom]:
            currentRoom = rooms[currentRoom][move[1]]
        else:
            print('You can\'t go that way!')
    elif move[0] == 'get':
        if "item" in rooms[currentRoom] and move[1] in rooms[currentRoom]['item']:
            inventory.append(move[1])
            print(move[1] + ' got!')
            del rooms[currentRoom]['item']
        else:
            print('Can\'t get ' + move[1] + '!')
    else:
        print("Unknown command %r" % command)
    if 'item' in rooms[currentRoom] and 'monster' in rooms[currentRoom]['item']:
        print('A monster has got you... GAME OVER!')
        return False
    if currentRoom == 'Garden' and 'key' in inventory and 'potion' in inventory:
        print('You escaped the house with the ultra rare key and magic potion... YOU WIN!')
        return False
    return True


def entry_point(argv):
    showInstructions()
    script = ["get key", "go west", "go east", "get sword", "get potion", "dance", "go south"]
    for cmd in script:
        showStatus()
        print("> " + cmd)
        if not do(cmd):
            break
    print("Moves:", moves, "Inventory:", ", ".join(sorted(inventory)))
    print(sorted(rooms.items(), key=lambda kv: kv[0])[0][0])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
