#!/bin/bash
# bench/cocci-report.sh - the kernel's semantic patches that have a report
# (or org) mode, run with `-D report` by ladybug and by spatch 1.1.1 side
# by side on one folder: for each, both times, the ratio spatch/ladybug,
# and whether the outputs (messages printed by the Python scripts, and
# the diffs of context rules) are identical, byte for byte.
#
# usage: bench/cocci-report.sh [FOLDER [PATCH.cocci...]]
#   FOLDER defaults to the kernel's drivers/usb; the patches default to
#   every scripts/coccinelle/**/*.cocci with `virtual MODE`.
# environment: LADYBUG (our spatch, default: the build tree's),
#              REFERENCE (default /usr/bin/spatch), KERNEL (the kernel tree),
#              MODE (report, the default, or org),
#              REFCACHE (a folder keeping spatch's outputs and times: a
#              patch found there is not run by spatch again),
#              KEEP (a folder where both outputs of a differing patch stay),
#              REFONLY=1 (only fill REFCACHE, do not run ladybug),
#              REFTIMEOUT (seconds: spatch is stopped after that long on
#              one patch; its output so far is kept and marked).
#              Each ladybug run's peak memory (KiB) is printed too.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
kernel=${KERNEL:-/tmp/linux/linux-source-6.1}
mode=${MODE:-report}
dir=${1:-$kernel/drivers/usb}
[ $# -gt 0 ] && shift
ours=${LADYBUG:-$here/src/spatch}
ref=${REFERENCE:-/usr/bin/spatch}
cache=${REFCACHE:-}
keep=${KEEP:-}
[ -d "$dir" ] || { echo "bench: no folder $dir" >&2; exit 2; }
[ -x "$ours" ] || { echo "bench: build ladybug first ($ours)" >&2; exit 2; }
[ -n "$cache" ] && mkdir -p "$cache"
[ -n "$keep" ] && mkdir -p "$keep"
if [ $# -eq 0 ]; then
	set -- $(grep -l -r "virtual $mode" "$kernel/scripts/coccinelle" --include='*.cocci' | sort)
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cocci-report.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }
same=0 differ=0 total_ref=0 total_ours=0
printf '%-44s %9s %9s %7s %6s %8s  %s\n' patch spatch_ms ladybug_ms ratio lines KiB output
for p in "$@"; do
	name=$(echo "$p" | sed "s|^$kernel/scripts/coccinelle/||")
	key=$mode.$(echo "$name" | tr / _)
	opts="-D $mode --very-quiet --cocci-file $p --dir $dir -I $kernel/include -I $kernel/arch/x86/include"
	if [ -n "$cache" ] && [ -f "$cache/$key.out" ] && [ -f "$cache/$key.ms" ]; then
		cp "$cache/$key.out" "$tmp/ref.out"
		r=$(cat "$cache/$key.ms")
	else
		[ -x "$ref" ] || { echo "bench: no reference spatch at $ref" >&2; exit 2; }
		t0=$(ms)
		# shellcheck disable=SC2086
		if [ -n "${REFTIMEOUT:-}" ]; then
			(ulimit -s unlimited; timeout "$REFTIMEOUT" "$ref" $opts > "$tmp/ref.out" 2>/dev/null) ||
				[ $? -ne 124 ] || echo "bench: spatch timed out" >> "$tmp/ref.out"
		else
			(ulimit -s unlimited; "$ref" $opts > "$tmp/ref.out" 2>/dev/null)
		fi
		t1=$(ms)
		r=$((t1 - t0))
		if [ -n "$cache" ]; then
			cp "$tmp/ref.out" "$cache/$key.out"
			echo "$r" > "$cache/$key.ms"
		fi
	fi
	if [ -n "${REFONLY:-}" ]; then
		printf '%-44s %9d\n' "$name" "$r"
		continue
	fi
	t1=$(ms)
	# shellcheck disable=SC2086
	/usr/bin/time -f '%M' -o "$tmp/mem" "$ours" $opts > "$tmp/ours.out" 2>"$tmp/ours.err"
	rc=$?
	mem=$(tail -1 "$tmp/mem" 2>/dev/null)
	maxmem=$(( ${mem:-0} > ${maxmem:-0} ? ${mem:-0} : ${maxmem:-0} ))
	t2=$(ms)
	o=$((t2 - t1))
	total_ref=$((total_ref + r)) total_ours=$((total_ours + o))
	lines=$(wc -l < "$tmp/ref.out")
	if cmp -s "$tmp/ref.out" "$tmp/ours.out"; then
		verdict=identical
		same=$((same + 1))
	else
		if [ $rc -ne 0 ]; then
			verdict="ERROR: $(grep -m1 -i error "$tmp/ours.err" | cut -c1-60)"
		else
			verdict="DIFFER ($(diff "$tmp/ref.out" "$tmp/ours.out" | grep -c '^[<>]') lines)"
		fi
		differ=$((differ + 1))
		if [ -n "$keep" ]; then
			cp "$tmp/ref.out" "$keep/$key.ref"
			cp "$tmp/ours.out" "$keep/$key.ours"
			cp "$tmp/ours.err" "$keep/$key.err"
		fi
	fi
	printf '%-44s %9d %9d %7s %6d %8d  %s\n' "$name" "$r" "$o" \
		"$(awk -v a="$r" -v b="$o" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')" "$lines" \
		"${mem:-0}" "$verdict"
done
printf 'total: %d identical, %d differ; spatch %d ms, ladybug %d ms, ratio %s; ladybug peak %d KiB\n' \
	"$same" "$differ" "$total_ref" "$total_ours" \
	"$(awk -v a="$total_ref" -v b="$total_ours" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')" \
	"${maxmem:-0}"
