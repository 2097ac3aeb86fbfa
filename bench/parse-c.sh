#!/bin/sh
# bench/parse-c.sh - ladybug's `spatch --parse-c` side by side with
# spatch 1.1.1 on one folder: files parsed perfectly, good lines, time,
# peak memory, and ladybug's byte-exact token round trip.
#
# usage: bench/parse-c.sh [FOLDER]   (default: the kernel's drivers/usb)
# environment: LADYBUG (our spatch, default: the build tree's),
#              REFERENCE (default /usr/bin/spatch), MACROS (extra
#              --macro-file for ladybug), KEEP (folder to keep outputs).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/tmp/linux/linux-source-6.1/drivers/usb}
ours=${LADYBUG:-$here/src/spatch}
ref=${REFERENCE:-/usr/bin/spatch}
out=${KEEP:-$(mktemp -d "${TMPDIR:-/tmp}/parse-c-bench.XXXXXX")}
mkdir -p "$out"
[ -d "$dir" ] || { echo "bench: no folder $dir" >&2; exit 2; }
[ -x "$ours" ] || { echo "bench: build ladybug first ($ours)" >&2; exit 2; }
export LADYBUG_DATADIR="${LADYBUG_DATADIR:-$here/macros}"
extra=
[ -n "${MACROS:-}" ] && extra="--macro-file $MACROS"

# run NAME COMMAND...: time and peak memory into $out/NAME.time
run() {
	name=$1
	shift
	/usr/bin/time -f "%e %M %U %S" -o "$out/$name.time" "$@" >"$out/$name.out" 2>"$out/$name.err"
}

figures() {   # NAME: "perfect/total good%"
	perfect=$(sed -n 's/^NB total files = \([0-9]*\); perfect = \([0-9]*\);.*/\2\/\1/p' "$out/$1.out")
	good=$(sed -n 's/.*=========> \([0-9.]*\)% good or passed/\1/p' "$out/$1.out")
	echo "$perfect $good"
}

run ladybug "$ours" --parse-c $extra "$dir"
if [ -x "$ref" ]; then
	(ulimit -s unlimited 2>/dev/null; run spatch "$ref" --parse-c "$dir")
fi
run roundtrip "$ours" --debug-roundtrip "$dir"

# The wall-clock time, and the CPU time (user + system), which a busy
# machine disturbs less.
line() {   # NAME FIGURES... TIMES...
	cpu=$(awk -v u="$6" -v s="$7" 'BEGIN { printf "%.2f", u + s }')
	printf '%-10s files perfect %-9s good or passed %6s%%  time %6ss (cpu %ss)  peak %7s KB\n' \
		"$1" "$2" "$3" "$4" "$cpu" "$5"
}
set -- $(figures ladybug) $(tail -1 "$out/ladybug.time")
line ladybug "$@"
lt=$3 lm=$4 lc=$(awk -v u="$5" -v s="$6" 'BEGIN { print u + s }')
if [ -s "$out/spatch.out" ]; then
	set -- $(figures spatch) $(tail -1 "$out/spatch.time")
	line spatch "$@"
	sc=$(awk -v u="$5" -v s="$6" 'BEGIN { print u + s }')
	awk -v a="$3" -v b="$lt" -v m="$4" -v n="$lm" -v c="$sc" -v d="$lc" 'BEGIN {
		printf "speed-up  %.1fx (cpu %.1fx)   memory ratio %.1fx\n",
			(b > 0 ? a / b : 0), (d > 0 ? c / d : 0), (n > 0 ? m / n : 0) }'
fi
tail -1 "$out/roundtrip.out"
[ -n "${KEEP:-}" ] || rm -rf "$out"
