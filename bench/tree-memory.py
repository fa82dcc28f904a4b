#!/usr/bin/env python3
"""Runs a command and samples the memory of its whole process tree every few milliseconds:
prints the peak number of processes, the peak sum of their RSS and the peak sum of their PSS
(proportional set size: shared pages divided among the processes sharing them, so a library
mapped by 10 processes counts once in all, not 10 times). A sampled peak can miss a spike
shorter than the interval, and sampling costs some CPU of its own: use it for memory only,
never for time.

usage: tree-memory.py cmd args…      prints "PROCESSES RSS_KB PSS_KB"

This process is made the child subreaper, so descendants orphaned on the way (Chromium's zygote)
stay in the tree and are counted.
"""
import ctypes
import os
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def tree(root):
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    found, todo = [], list(children.get(root, []))
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def memory(pids):
    rss = pss = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Rss:"):
                        rss += int(line.split()[1])
                    elif line.startswith("Pss:"):
                        pss += int(line.split()[1])
        except OSError:
            pass  # exited meanwhile
    return rss, pss


def main():
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit("tree-memory.py: prctl(PR_SET_CHILD_SUBREAPER) failed")
    child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
    peak = [0, 0, 0]
    code = None
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break  # no process left
        if pid == child.pid:
            code = os.waitstatus_to_exitcode(status)
        pids = tree(os.getpid())
        if not pids and code is not None:
            break
        rss, pss = memory(pids)
        peak = [max(peak[0], len(pids)), max(peak[1], rss), max(peak[2], pss)]
        if pid == 0:
            time.sleep(0.003)
    if code != 0:
        sys.exit(f"tree-memory.py: {' '.join(sys.argv[1:])} exited with {code}")
    print(*peak)


if __name__ == "__main__":
    main()
