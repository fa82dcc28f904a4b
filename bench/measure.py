#!/usr/bin/env python3
"""Runs commands in turn, RUNS times each, and prints one line per command:
median wall ms, mean wall ms and median CPU ms (user + system of the process and its
threads, from wait4's rusage). Peak memory is measured with /usr/bin/time instead: a child's
ru_maxrss here would count the forked Python before exec.

usage: measure.py RUNS cmd1 args… [::: cmd2 args… …]

Commands alternate run by run (A B A B …), after one unmeasured warm-up each, so that load from
elsewhere on the machine falls on all of them alike. A command that fails stops everything.
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    runs = int(sys.argv[1])
    commands, current = [], []
    for word in sys.argv[2:]:
        if word == ":::":
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    wall = [[] for _ in commands]
    cpu = [[] for _ in commands]
    for i in range(runs + 1):
        for c, argv in enumerate(commands):
            t0 = time.perf_counter()
            child = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            t1 = time.perf_counter()
            child.returncode = os.waitstatus_to_exitcode(status)
            if child.returncode != 0:
                sys.exit(f"measure.py: {' '.join(argv)} exited with {child.returncode}")
            if i == 0:
                continue  # warm-up: page cache, fontconfig's own caches
            wall[c].append((t1 - t0) * 1000)
            cpu[c].append((usage.ru_utime + usage.ru_stime) * 1000)
    for c in range(len(commands)):
        print(f"{statistics.median(wall[c]):.1f} {statistics.mean(wall[c]):.1f} {statistics.median(cpu[c]):.1f}")


if __name__ == "__main__":
    main()
