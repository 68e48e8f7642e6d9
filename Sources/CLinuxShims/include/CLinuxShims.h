#ifndef NAVMIRROR_CLINUXSHIMS_H
#define NAVMIRROR_CLINUXSHIMS_H
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <signal.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <malloc.h>
#include <sys/resource.h>

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC. accept4 is a GNU extension that Glibc's Swift
/// module does not expose without _GNU_SOURCE, so shims.c defines it there.
int navmirror_accept_nonblocking(int fd);

/// Bytes of heap in use (mallinfo2's uordblks), for memory tests and benchmarks.
size_t navmirror_heap_in_use(void);

/// Pins the calling thread to one CPU; returns 0 or an errno value.
int navmirror_pin_thread_to_cpu(int cpu);

/// Lets the calling thread run on every online CPU again; returns 0 or an errno value.
int navmirror_unpin_thread(void);

/// Makes standard output line-buffered, so that a server's log reaches a pipe or a file line by
/// line. A function, because Swift sees C's `stdout` as a global variable it cannot prove safe.
void navmirror_line_buffer_stdout(void);
#endif
