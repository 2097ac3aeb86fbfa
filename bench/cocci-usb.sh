#!/bin/bash
# bench/cocci-usb.sh - the kernel's semantic patches that have a patch
# mode, run with `-D patch` by ladybug and by spatch 1.1.1 side by side on
# one folder: for each, both times, the ratio spatch/ladybug, and whether
# the diffs are the same (file header lines ignored).
#
# usage: bench/cocci-usb.sh [FOLDER [PATCH.cocci...]]
#   FOLDER defaults to the kernel's drivers/usb; the patches default to
#   every scripts/coccinelle/**/*.cocci with `virtual patch`.
# environment: LADYBUG (our spatch, default: the build tree's),
#              REFERENCE (default /usr/bin/spatch), KERNEL (the kernel tree),
#              REFCACHE (a folder: spatch's diff and time for each patch
#              are kept there as NAME.diff and NAME.ms and reused),
#              REFONLY=1 (only fill REFCACHE, do not run ladybug),
#              KEEP (a folder where ladybug's NAME.diff/NAME.err are kept),
#              REFTIMEOUT (seconds: spatch is stopped after that long on
#              one patch; its diff so far is kept and marked).
#              Each ladybug run's peak memory (KiB) is printed too.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
kernel=${KERNEL:-/tmp/linux/linux-source-6.1}
dir=${1:-$kernel/drivers/usb}
[ $# -gt 0 ] && shift
ours=${LADYBUG:-$here/src/spatch}
ref=${REFERENCE:-/usr/bin/spatch}
[ -d "$dir" ] || { echo "bench: no folder $dir" >&2; exit 2; }
[ -x "$ours" ] || { echo "bench: build ladybug first ($ours)" >&2; exit 2; }
[ -x "$ref" ] || { echo "bench: no reference spatch at $ref" >&2; exit 2; }
if [ $# -eq 0 ]; then
	set -- $(grep -l -r 'virtual patch' "$kernel/scripts/coccinelle" --include='*.cocci' | sort)
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cocci-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }
norm() { grep -v -E '^(diff |--- |\+\+\+ )' "$1"; }
same=0 differ=0 total_ref=0 total_ours=0
printf '%-44s %9s %9s %7s %8s  %s\n' patch spatch_ms ladybug_ms ratio KiB diffs
for p in "$@"; do
	name=$(echo "$p" | sed "s|^$kernel/scripts/coccinelle/||")
	opts="-D patch --very-quiet --cocci-file $p --dir $dir -I $kernel/include -I $kernel/arch/x86/include"
	key=$(echo "$name" | tr '/' '_' | sed 's/\.cocci$//')
	if [ -n "${REFCACHE:-}" ] && [ -f "$REFCACHE/$key.ms" ]; then
		cp "$REFCACHE/$key.diff" "$tmp/ref.diff"
		r=$(cat "$REFCACHE/$key.ms")
	else
		t0=$(ms)
		# shellcheck disable=SC2086
		if [ -n "${REFTIMEOUT:-}" ]; then
			(ulimit -s unlimited; timeout "$REFTIMEOUT" "$ref" $opts > "$tmp/ref.diff" 2>/dev/null) ||
				[ $? -ne 124 ] || echo "bench: spatch timed out" >> "$tmp/ref.diff"
		else
			(ulimit -s unlimited; "$ref" $opts > "$tmp/ref.diff" 2>/dev/null)
		fi
		t1=$(ms)
		r=$((t1 - t0))
		if [ -n "${REFCACHE:-}" ]; then
			mkdir -p "$REFCACHE"
			cp "$tmp/ref.diff" "$REFCACHE/$key.diff"
			echo "$r" > "$REFCACHE/$key.ms"
		fi
	fi
	if [ -n "${REFONLY:-}" ]; then
		printf '%-44s %9d\n' "$name" "$r"
		continue
	fi
	t1=$(ms)
	# shellcheck disable=SC2086
	/usr/bin/time -f '%M' -o "$tmp/mem" "$ours" $opts > "$tmp/ours.diff" 2>"$tmp/ours.err"
	rc=$?
	mem=$(tail -1 "$tmp/mem" 2>/dev/null)
	maxmem=$(( ${mem:-0} > ${maxmem:-0} ? ${mem:-0} : ${maxmem:-0} ))
	t2=$(ms)
	o=$((t2 - t1))
	if [ -n "${KEEP:-}" ]; then
		mkdir -p "$KEEP"
		cp "$tmp/ours.diff" "$KEEP/$key.diff"
		cp "$tmp/ours.err" "$KEEP/$key.err"
	fi
	total_ref=$((total_ref + r)) total_ours=$((total_ours + o))
	if [ $rc -ne 0 ]; then
		verdict="ERROR: $(grep -m1 error "$tmp/ours.err" | cut -c1-60)"
		differ=$((differ + 1))
	elif diff <(norm "$tmp/ref.diff") <(norm "$tmp/ours.diff") > /dev/null 2>&1; then
		verdict=same
		same=$((same + 1))
	else
		verdict=DIFFER
		differ=$((differ + 1))
	fi
	printf '%-44s %9d %9d %7s %8d  %s\n' "$name" "$r" "$o" \
		"$(awk -v a=$r -v b=$o 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')" "${mem:-0}" "$verdict"
done
printf 'total: %d same, %d differ; spatch %d ms, ladybug %d ms, ratio %s; ladybug peak %d KiB\n' \
	"$same" "$differ" "$total_ref" "$total_ours" \
	"$(awk -v a=$total_ref -v b=$total_ours 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')" \
	"${maxmem:-0}"
