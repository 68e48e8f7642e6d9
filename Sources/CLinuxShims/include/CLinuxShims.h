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
#endif
