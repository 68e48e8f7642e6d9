#define _GNU_SOURCE
#include <sys/socket.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include "CLinuxShims.h"

int navmirror_accept_nonblocking(int fd) {
  return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

size_t navmirror_heap_in_use(void) {
  return mallinfo2().uordblks;
}

int navmirror_pin_thread_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

int navmirror_unpin_thread(void) {
  cpu_set_t set;
  CPU_ZERO(&set);
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  for (long cpu = 0; cpu < count && cpu < CPU_SETSIZE; cpu++) CPU_SET(cpu, &set);
  return pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

void navmirror_line_buffer_stdout(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
}
