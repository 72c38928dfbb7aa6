#!/usr/bin/env python3
"""
A shaped network link for the browser upload benchmark: a one-way delay and a rate limit on
each direction between a network namespace and the host, like `tc qdisc ... netem delay 40ms
rate 20mbit` on both ends of a veth pair. It exists because this machine's kernel has no netem
(CONFIG_NET_SCH_NETEM is not set; only tbf and htb are built in, which shape rate but cannot
delay). Two TUN devices, one on the host and one inside the namespace; every IP packet read from
one is written to the other after serialisation at the link rate plus the delay, through a
drop-tail queue. TCP runs end to end between the browser and the server, so both see the real
round trip and the real bottleneck.

    link-emulator.py <namespace> <host-if> <ns-if> <one-way-delay-ms> <rate-mbit> [queue-packets]

Prints "ready" once both devices exist; the caller gives them addresses. Runs until killed.
"""
import collections
import ctypes
import fcntl
import os
import select
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
CLONE_NEWNET = 0x40000000


def open_tun(name):
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


class Direction:
    def __init__(self, out_fd, delay, bytes_per_second, limit):
        self.out_fd = out_fd
        self.delay = delay
        self.bytes_per_second = bytes_per_second
        self.limit = limit
        self.queue = collections.deque()
        self.free_at = 0.0
        self.dropped = 0

    def enqueue(self, packet, now):
        if len(self.queue) >= self.limit:
            self.dropped += 1
            return
        start = max(now, self.free_at)
        self.free_at = start + len(packet) / self.bytes_per_second
        self.queue.append((self.free_at + self.delay, packet))

    def deliver(self, now):
        while self.queue and self.queue[0][0] <= now:
            _, packet = self.queue.popleft()
            try:
                os.write(self.out_fd, packet)
            except OSError:  # full (EAGAIN), or the other side is not up yet (EIO): lost, as on a wire
                self.dropped += 1


def main():
    namespace, host_if, ns_if = sys.argv[1:4]
    delay = float(sys.argv[4]) / 1000
    bytes_per_second = float(sys.argv[5]) * 1e6 / 8
    limit = int(sys.argv[6]) if len(sys.argv) > 6 else 1000

    host_fd = open_tun(host_if)
    libc = ctypes.CDLL(None, use_errno=True)
    ns_file = os.open(f"/var/run/netns/{namespace}", os.O_RDONLY)
    if libc.setns(ns_file, CLONE_NEWNET) != 0:
        raise OSError(ctypes.get_errno(), "setns failed")
    ns_fd = open_tun(ns_if)
    directions = {
        host_fd: Direction(ns_fd, delay, bytes_per_second, limit),
        ns_fd: Direction(host_fd, delay, bytes_per_second, limit),
    }
    print("ready", flush=True)

    while True:
        now = time.monotonic()
        due = [d.queue[0][0] for d in directions.values() if d.queue]
        timeout = max(0.0, min(due) - now) if due else 1.0
        readable, _, _ = select.select(list(directions), [], [], timeout)
        now = time.monotonic()
        for fd in readable:
            direction = directions[fd]
            while True:
                try:
                    packet = os.read(fd, 65535)
                except BlockingIOError:
                    break
                direction.enqueue(packet, now)
        now = time.monotonic()
        for direction in directions.values():
            direction.deliver(now)


if __name__ == "__main__":
    main()
