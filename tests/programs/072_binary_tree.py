"""A binary search tree with None children: insert, search, traversals, height, delete."""


class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(root, key):
    if root is None:
        return Tree(key)
    if key < root.key:
        root.left = insert(root.left, key)
    elif key > root.key:
        root.right = insert(root.right, key)
    return root


def contains(root, key):
    while root is not None:
        if key == root.key:
            return True
        root = root.left if key < root.key else root.right
    return False


def inorder(root, out):
    if root is not None:
        inorder(root.left, out)
        out.append(root.key)
        inorder(root.right, out)


def preorder(root, out):
    if root is not None:
        out.append(root.key)
        preorder(root.left, out)
        preorder(root.right, out)


def height(root):
    if root is None:
        return 0
    return 1 + max(height(root.left), height(root.right))


def delete(root, key):
    if root is None:
        return None
    if key < root.key:
        root.left = delete(root.left, key)
    elif key > root.key:
        root.right = delete(root.right, key)
    else:
        if root.left is None:
            return root.right
        if root.right is None:
            return root.left
        succ = root.right
        while succ.left is not None:
            succ = succ.left
        root.key = succ.key
        root.right = delete(root.right, succ.key)
    return root


def entry_point(argv):
    root = None
    for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30]:
        root = insert(root, k)
    out = []
    inorder(root, out)
    print("inorder", out)
    pre = []
    preorder(root, pre)
    print("preorder", pre, "height", height(root))
    print([contains(root, k) for k in [45, 55, 80, 10]])
    for k in [20, 30, 50, 99]:
        root = delete(root, k)
        out = []
        inorder(root, out)
        print("after delete", k, out, "height", height(root))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
