/* examples/richards.py written by hand in C: the yardstick for "as fast as hand-written C".
 *
 * The same algorithm, data and output as the Python program, the way a C programmer would
 * write it: one task struct for the four kinds with a switch for `step` (no function
 * pointers), the scheduler table as an array, the same Boehm GC allocating every object
 * (as the translated program does), and the same checks of the two counters after every
 * iteration. bench/run compiles it at the optimisation level of the translation and
 * times it beside the translated executable.
 *
 *     cc -O2 bench/run/reference/richards.c -o richards-c -lgc && ./richards-c 400
 */
#include <gc.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

enum { BUFSIZE = 4, NUM_IDS = 7, IDLE_COUNT = 10000 };
enum { ID_IDLE = 1, ID_WORKER, ID_HANDLER_A, ID_HANDLER_B, ID_DEVICE_A, ID_DEVICE_B };
enum { KIND_DEVICE = 0, KIND_WORK = 1 };
enum { EXPECTED_QUEUE_COUNT = 23246, EXPECTED_HOLD_COUNT = 9297 };
enum TaskKind { IDLE, WORKER, HANDLER, DEVICE };

typedef struct Packet {
  struct Packet *link;
  long ident, kind, datum;
  long *data; /* BUFSIZE letters, a separate list as in the Python program */
} Packet;

struct Scheduler;

typedef struct Task {
  enum TaskKind kind;
  struct Scheduler *sched;
  struct Task *link;
  long ident, priority;
  Packet *input;
  bool packet_pending, waiting, held;
  long control, count;               /* idle */
  long destination, letter;          /* worker */
  Packet *work_queue, *device_queue; /* handler */
  Packet *pending;                   /* device */
} Task;

typedef struct Scheduler {
  Task **table;
  Task *task_list;
  long queue_count, hold_count;
} Scheduler;

static Packet *new_packet(Packet *link, long ident, long kind) {
  Packet *p = GC_MALLOC(sizeof *p);
  p->link = link;
  p->ident = ident;
  p->kind = kind;
  p->datum = 0;
  p->data = GC_MALLOC(BUFSIZE * sizeof(long));
  return p;
}

/* Puts p at the end of queue; returns the (new) head of the queue. */
static Packet *append_to(Packet *p, Packet *queue) {
  p->link = NULL;
  if (queue == NULL) return p;
  Packet *last = queue;
  while (last->link != NULL) last = last->link;
  last->link = p;
  return queue;
}

static Task *find(Scheduler *s, long ident) {
  Task *t = s->table[ident];
  if (t == NULL) abort(); /* the Python program asserts it */
  return t;
}

static Task *wait_(Task *t) {
  t->waiting = true;
  return t;
}

static Task *hold(Task *t) {
  t->sched->hold_count++;
  t->held = true;
  return t->link;
}

static Task *release(Task *t, long ident) {
  Task *other = find(t->sched, ident);
  other->held = false;
  return other->priority > t->priority ? other : t;
}

static Task *receive(Task *t, Packet *p, Task *sender) {
  if (t->input == NULL) {
    t->input = p;
    t->packet_pending = true;
    if (t->priority > sender->priority) return t;
  } else {
    t->input = append_to(p, t->input);
  }
  return sender;
}

/* Queues p for the task it names; the packet then names the sender. */
static Task *send(Task *t, Packet *p) {
  Task *target = find(t->sched, p->ident);
  t->sched->queue_count++;
  p->link = NULL;
  p->ident = t->ident;
  return receive(target, p, t);
}

static Task *idle_step(Task *t) {
  if (--t->count == 0) return hold(t);
  if ((t->control & 1) == 0) {
    t->control >>= 1;
    return release(t, ID_DEVICE_A);
  }
  t->control = (t->control >> 1) ^ 0xD008;
  return release(t, ID_DEVICE_B);
}

static Task *worker_step(Task *t, Packet *p) {
  if (p == NULL) return wait_(t);
  t->destination = t->destination == ID_HANDLER_A ? ID_HANDLER_B : ID_HANDLER_A;
  p->ident = t->destination;
  p->datum = 0;
  for (int i = 0; i < BUFSIZE; i++) {
    if (++t->letter > 26) t->letter = 1;
    p->data[i] = 'A' + t->letter - 1;
  }
  return send(t, p);
}

static Task *handler_step(Task *t, Packet *p) {
  if (p != NULL) {
    if (p->kind == KIND_WORK)
      t->work_queue = append_to(p, t->work_queue);
    else
      t->device_queue = append_to(p, t->device_queue);
  }
  Packet *work = t->work_queue;
  if (work != NULL) {
    long index = work->datum;
    if (index < BUFSIZE) {
      Packet *device = t->device_queue;
      if (device != NULL) {
        t->device_queue = device->link;
        device->datum = work->data[index];
        work->datum = index + 1;
        return send(t, device);
      }
    } else {
      t->work_queue = work->link;
      return send(t, work);
    }
  }
  return wait_(t);
}

static Task *device_step(Task *t, Packet *p) {
  if (p == NULL) {
    Packet *pending = t->pending;
    if (pending == NULL) return wait_(t);
    t->pending = NULL;
    return send(t, pending);
  }
  t->pending = p;
  return hold(t);
}

static Task *run_task(Task *t) {
  Packet *p = NULL;
  if (t->packet_pending && t->waiting && !t->held) {
    p = t->input;
    t->input = p->link;
    t->waiting = false;
    t->packet_pending = t->input != NULL;
  }
  switch (t->kind) {
    case IDLE:
      return idle_step(t);
    case WORKER:
      return worker_step(t, p);
    case HANDLER:
      return handler_step(t, p);
    case DEVICE:
      return device_step(t, p);
  }
  return t;
}

static void add(Scheduler *s, Task *t) {
  t->link = s->task_list;
  s->task_list = t;
  s->table[t->ident] = t;
}

static Task *new_task(Scheduler *s, enum TaskKind kind, long ident, long priority, Packet *q) {
  Task *t = GC_MALLOC(sizeof *t); /* zeroed: every kind's own fields start at 0 / NULL */
  t->kind = kind;
  t->sched = s;
  t->ident = ident;
  t->priority = priority;
  t->input = q;
  t->packet_pending = q != NULL;
  t->waiting = q != NULL;
  return t;
}

static void run_once(long *queue_count, long *hold_count) {
  Scheduler *s = GC_MALLOC(sizeof *s);
  s->table = GC_MALLOC(NUM_IDS * sizeof(Task *));
  Task *idle = new_task(s, IDLE, ID_IDLE, 0, NULL);
  idle->control = 1;
  idle->count = IDLE_COUNT;
  add(s, idle);

  Packet *q = new_packet(new_packet(NULL, 0, KIND_WORK), 0, KIND_WORK);
  Task *worker = new_task(s, WORKER, ID_WORKER, 1000, q);
  worker->destination = ID_HANDLER_A;
  add(s, worker);

  q = new_packet(new_packet(new_packet(NULL, ID_DEVICE_A, KIND_DEVICE), ID_DEVICE_A, KIND_DEVICE),
                 ID_DEVICE_A, KIND_DEVICE);
  add(s, new_task(s, HANDLER, ID_HANDLER_A, 2000, q));
  q = new_packet(new_packet(new_packet(NULL, ID_DEVICE_B, KIND_DEVICE), ID_DEVICE_B, KIND_DEVICE),
                 ID_DEVICE_B, KIND_DEVICE);
  add(s, new_task(s, HANDLER, ID_HANDLER_B, 3000, q));

  Task *device = new_task(s, DEVICE, ID_DEVICE_A, 4000, NULL);
  device->waiting = true;
  add(s, device);
  device = new_task(s, DEVICE, ID_DEVICE_B, 5000, NULL);
  device->waiting = true;
  add(s, device);

  Task *t = s->task_list;
  while (t != NULL) {
    if (t->held || (!t->packet_pending && t->waiting))
      t = t->link;
    else
      t = run_task(t);
  }
  *queue_count = s->queue_count;
  *hold_count = s->hold_count;
}

int main(int argc, char **argv) {
  long iterations = argc > 1 ? atol(argv[1]) : 10;
  long queue_count = 0, hold_count = 0, failures = 0;
  GC_INIT();
  for (long i = 0; i < iterations; i++) {
    run_once(&queue_count, &hold_count);
    if (queue_count != EXPECTED_QUEUE_COUNT || hold_count != EXPECTED_HOLD_COUNT) failures++;
  }
  printf("richards: %ld iterations, queue count %ld, hold count %ld, %s\n", iterations, queue_count,
         hold_count, failures == 0 ? "ok" : "WRONG");
  return failures ? 1 : 0;
}
