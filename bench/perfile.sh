#!/bin/bash
# bench/perfile.sh - where a semantic patch spends its time: ladybug run
# on each C file of a folder alone, the files printed slowest first with
# their user+system seconds (and spatch 1.1.1's beside them with
# REFERENCE), so that the costly files can be reduced and profiled
# (LADYBUG_CTL_TRACE=N, LADYBUG_DEBUG_CTL=1, perf record).
#
# usage: bench/perfile.sh PATCH.cocci [FOLDER] [TOP]
#   FOLDER defaults to the gallery's corpus of the kernel tree, TOP (how
#   many files are printed) to 20.  Run from anywhere: files are found
#   under FOLDER and the kernel's include folders are passed with -I.
# environment: LADYBUG (our spatch, default: the build tree's),
#              REFERENCE (also time this spatch on the printed files),
#              KERNEL (default /tmp/linux/linux-source-6.1),
#              OPTS (more options for both programs).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 PATCH.cocci [FOLDER] [TOP]" >&2; exit 2; }
sp=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
kernel=${KERNEL:-/tmp/linux/linux-source-6.1}
dir=${2:-$kernel/corpus-drivers_usb+fs_ext4}
top=${3:-20}
ours=${LADYBUG:-$here/src/spatch}
ref=${REFERENCE:-}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# user+system seconds of one run of PROG on FILE
cost() {
	local prog=$1 file=$2
	# shellcheck disable=SC2086
	/usr/bin/time -f '%U %S' -o "$tmp.t" timeout 600 "$prog" --very-quiet ${OPTS:-} \
		--sp-file "$sp" -I "$kernel/include" -I "$kernel/arch/x86/include" "$file" \
		>/dev/null 2>&1
	awk '{ printf "%.2f", $1 + $2 }' "$tmp.t"
	rm -f "$tmp.t"
}

find "$dir" -name '*.c' | sort | while read -r f; do
	printf '%s %s\n' "$(cost "$ours" "$f")" "$f"
done | sort -rn > "$tmp.all"
total=$(awk '{ s += $1 } END { printf "%.2f", s }' "$tmp.all")
head -n "$top" "$tmp.all" | while read -r t f; do
	if [ -n "$ref" ]; then
		printf '%8s %8s  %s\n' "$t" "$(cost "$ref" "$f")" "${f#"$dir"/}"
	else
		printf '%8s  %s\n' "$t" "${f#"$dir"/}"
	fi
done
echo "total $total s over $(wc -l < "$tmp.all") files"
rm -f "$tmp.all"
