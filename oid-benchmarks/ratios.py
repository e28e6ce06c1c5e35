#!/usr/bin/env python3
"""Prints a Markdown ratio table (oid vs each peer) from a JMH JSON result file.

Pairs benchmarks by the convention documented in run.sh: methods named <impl>_<operation>, impl "oid"
being ours, in the same class and with the same @Param values and thread count.
"""
import json
import sys


def alloc(entry):
    metrics = entry.get("secondaryMetrics", {})
    for key in ("gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm"):
        if key in metrics:
            return metrics[key]["score"]
    return None


def fmt(value, digits=1):
    if value is None:
        return "-"
    if abs(value) < 0.05:
        return "0"
    return f"{value:.{digits}f}"


def main(path):
    with open(path, encoding="utf-8") as f:
        results = json.load(f)
    groups = {}
    unpaired = []
    for entry in results:
        qualified = entry["benchmark"]
        cls, _, method = qualified.rpartition(".")
        cls = cls.rpartition(".")[2]
        params = ",".join(f"{k}={v}" for k, v in sorted(entry.get("params", {}).items()))
        impl, sep, op = method.partition("_")
        if not sep:
            unpaired.append(entry)
            continue
        key = (cls, op, params, entry.get("threads", 1))
        groups.setdefault(key, {})[impl] = entry

    rows = []
    for (cls, op, params, threads), impls in groups.items():
        ours = impls.get("oid")
        peers = {k: v for k, v in impls.items() if k != "oid"}
        if ours is None or not peers:
            unpaired.extend(impls.values())
            continue
        for peer_name, peer in sorted(peers.items()):
            unit = ours["primaryMetric"]["scoreUnit"]
            o = ours["primaryMetric"]["score"]
            p = peer["primaryMetric"]["score"]
            if peer["primaryMetric"]["scoreUnit"] != unit:
                speedup = None
            elif unit.endswith("/op"):
                speedup = p / o  # time per op: lower is better
            else:
                speedup = o / p  # throughput: higher is better
            name = cls.removesuffix("Benchmark") + " " + op + (f" [{params}]" if params else "")
            rows.append((name, threads, peer_name, unit, o, p, speedup, alloc(ours), alloc(peer)))

    print("| benchmark | threads | peer | oid | peer | speedup | oid B/op | peer B/op |")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    for name, threads, peer, unit, o, p, speedup, ao, ap in rows:
        print(f"| {name} | {threads} | {peer} | {fmt(o)} {unit} | {fmt(p)} {unit} | "
              f"{fmt(speedup, 2)}x | {fmt(ao)} | {fmt(ap)} |")
    if unpaired:
        print()
        print("Not paired (no oid_/peer_ counterpart):")
        for entry in unpaired:
            m = entry["primaryMetric"]
            print(f"  {entry['benchmark']} threads={entry.get('threads', 1)}: "
                  f"{fmt(m['score'])} {m['scoreUnit']}, {fmt(alloc(entry))} B/op")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: ratios.py JMH-RESULT.json")
    main(sys.argv[1])
