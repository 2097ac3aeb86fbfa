#!/bin/bash
# bench/ratios.sh - CPU time and peak memory of ladybug against spatch
# 1.1.1, patch by patch, worst ratio first.  Each semantic patch is run by
# both programs in turn (never at the same time) over one corpus, under
# /usr/bin/time: the CPU time (user + system) of each, the ratio
# spatch/ladybug (below 1: ladybug is slower), both peak memories (KiB,
# `%M`), and whether ladybug's peak is above spatch's.  Lines are sorted
# by ratio, lowest first; a summary ends the table.  Not run by make check.
#
# usage: bench/ratios.sh kernel MODE [FOLDER...]   the kernel's scripts/coccinelle
#                                                   that declare `virtual MODE`
#                                                   (patch, report, context, org),
#                                                   with -D MODE and their Options:
#                                                   line, as coccicheck runs them
#        bench/ratios.sh gallery [FOLDER...]        the gallery of real semantic
#                                                   patches (../shared/realworld/sp)
#   FOLDERs are relative to the kernel tree (default drivers/usb for the
#   kernel scripts, drivers/usb and fs/ext4 for the gallery); several are
#   copied once into one corpus folder, as ../shared/realworld/run does.
# environment:
#   LADYBUG     our spatch (default: the build tree's src/spatch)
#   REFERENCE   spatch 1.1.1 (default /usr/bin/spatch)
#   KERNEL      the kernel tree (default /tmp/linux/linux-source-6.1)
#   GALLERY     the gallery folder (default ../shared/realworld/sp beside the tree)
#   ONLY        an extended regexp: only the patches whose name matches
#   REFCACHE    where spatch's CPU time, memory and status are kept, keyed
#               by patch text, options and corpus (default
#               ${TMPDIR:-/tmp}/ladybug-ratios); spatch runs once per patch
#   REFTIMEOUT  seconds after which spatch is stopped (default 1200; the
#               line then says `>` before spatch's time)
#   TIMEOUT     seconds after which ladybug is stopped (default 600)
#   KEEP        a folder where both outputs of each patch are kept
#   REPEAT      run ladybug that many times in a row per patch and report
#               its mean CPU time (default 1; /usr/bin/time's grain is
#               10 ms, and the small patches take less)
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
kernel=${KERNEL:-/tmp/linux/linux-source-6.1}
ours=${LADYBUG:-$here/src/spatch}
ref=${REFERENCE:-/usr/bin/spatch}
cache=${REFCACHE:-${TMPDIR:-/tmp}/ladybug-ratios}
reftimeout=${REFTIMEOUT:-1200}
timeout=${TIMEOUT:-600}
what=${1:-}
[ $# -gt 0 ] && shift
case $what in
kernel)
	mode=${1:?usage: bench/ratios.sh kernel MODE [FOLDER...]}
	shift
	[ $# -gt 0 ] || set -- drivers/usb ;;
gallery)
	gallery=${GALLERY:-$here/../shared/realworld/sp}
	[ -d "$gallery" ] || { echo "bench: no gallery at $gallery (set GALLERY)" >&2; exit 2; }
	[ $# -gt 0 ] || set -- drivers/usb fs/ext4 ;;
*)
	sed -n '2,/^set -u/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
	exit 2 ;;
esac
[ -x "$ours" ] || { echo "bench: build ladybug first ($ours)" >&2; exit 2; }
[ -x "$ref" ] || { echo "bench: no reference spatch at $ref" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
for d in "$@"; do
	[ -d "$kernel/$d" ] || { echo "bench: no folder $kernel/$d" >&2; exit 2; }
done

# One corpus folder for several folders, so that one --dir covers them.
if [ $# -eq 1 ]; then
	corpus=$1
else
	corpus=corpus-$(printf '%s+' "$@" | sed 's/+$//' | tr '/' '_')
	if [ ! -d "$kernel/$corpus" ]; then
		rm -rf "$kernel/$corpus.tmp"
		for d in "$@"; do
			mkdir -p "$kernel/$corpus.tmp/$(dirname "$d")"
			cp -r "$kernel/$d" "$kernel/$corpus.tmp/$d"
		done
		mv "$kernel/$corpus.tmp" "$kernel/$corpus"
	fi
fi

# The patches: NAME<TAB>PATH<TAB>OPTIONS
list() {
	if [ "$what" = kernel ]; then
		grep -l -r -E "^virtual.*\\b$mode\\b" "$kernel/scripts/coccinelle" --include='*.cocci' |
			sort | while read -r p; do
				o=$(sed -n 's/.*Options:\(.*\)/\1/p' "$p" | head -1)
				printf '%s\t%s\t%s\n' "${p#"$kernel"/scripts/coccinelle/}" "$p" \
					"-D $mode --cocci-file $p $o"
			done
	else
		find "$gallery" -name '*.cocci' | sort | while read -r p; do
			printf '%s\t%s\t%s\n' "${p#"$gallery"/}" "$p" "--sp-file $p"
		done
	fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ratios.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$cache"
# run PROG TIMEOUT OUT [REPS] OPTIONS...: prints `cpu_seconds peak_kib
# status`; with REPS (a number) the program runs that many times in a row
# and the CPU time is their mean
run() {
	local prog=$1 limit=$2 out=$3 reps=1
	shift 3
	case ${1:-} in [0-9]*) reps=$1; shift ;; esac
	(cd "$kernel" && ulimit -s unlimited &&
		/usr/bin/time -f '%U %S %M' -o "$tmp/time" bash -c \
			'n=$1 o=$2; shift 2; for _ in $(seq "$n"); do "$@" >"$o"; rc=$?; done; exit $rc' \
			_ "$reps" "$out" timeout "$limit" "$prog" --very-quiet "$@" \
			--dir "$corpus" -I include -I arch/x86/include 2>"$tmp/err")
	local rc=$?
	# the last line: an error message of timeout or of the program may come first
	tail -1 "$tmp/time" | awk -v rc=$rc -v n="$reps" '{ printf "%.4f %d %d\n", ($1 + $2) / n, $3, rc }'
}
norm() { grep -v -E '^(diff |--- |\+\+\+ )' "$1"; }

: >"$tmp/rows"
list | while IFS='	' read -r name path opts; do
	if [ -n "${ONLY:-}" ] && ! echo "$name" | grep -q -E "$ONLY"; then
		continue
	fi
	key=$( (cat "$path"; echo "$opts $corpus") | md5sum | cut -c1-16)
	stem=$cache/$(echo "$name" | tr '/' '_' | sed 's/\.cocci$//')-$key
	if [ ! -f "$stem.time" ]; then
		# shellcheck disable=SC2086
		run "$ref" "$reftimeout" "$stem.out" $opts >"$stem.time"
	fi
	read -r rcpu rmem rrc <"$stem.time"
	# shellcheck disable=SC2086
	read -r ocpu omem orc < <(run "$ours" "$timeout" "$tmp/ours.out" "${REPEAT:-1}" $opts)
	if [ -n "${KEEP:-}" ]; then
		mkdir -p "$KEEP"
		cp "$stem.out" "$KEEP/$(basename "$stem").spatch"
		cp "$tmp/ours.out" "$KEEP/$(basename "$stem").ladybug"
	fi
	if [ "$orc" -ge 124 ] && [ "$orc" -ne 255 ]; then
		verdict="ladybug-status-$orc"
	elif [ "$rrc" = 124 ]; then
		verdict=spatch-timeout
	elif [ "$rrc" != 0 ] && [ ! -s "$stem.out" ]; then
		verdict=spatch-failed
	elif cmp -s <(norm "$stem.out") <(norm "$tmp/ours.out"); then
		verdict=same
	else
		verdict=differs
	fi
	# both below the clock's grain: no ratio, listed last
	ratio=$(awk -v a="$rcpu" -v b="$ocpu" \
		'BEGIN { if (a < 0.01 && b < 0.0001) print "-"; else printf "%.2f", a / (b > 0.0001 ? b : 0.0001) }')
	flag=
	[ "$omem" -gt "$rmem" ] && flag=MEM
	[ "$rrc" = 124 ] && rcpu=">$rcpu"
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$ratio" "$name" "$rcpu" "$ocpu" "$rmem" "$omem" \
		"$flag" "$verdict" >>"$tmp/rows"
	echo "$name: spatch ${rcpu}s ${rmem}KiB, ladybug ${ocpu}s ${omem}KiB, ratio $ratio, $verdict" >&2
done

printf '%8s  %-50s %9s %9s %10s %10s %4s  %s\n' ratio patch spatch_s ladybug_s spatch_KiB \
	ladybug_KiB mem output
sed 's/^-	/1e9	/' "$tmp/rows" | sort -t '	' -k1,1g | sed 's/^1e9	/-	/' | awk -F '\t' \
	'{ printf "%8s  %-50s %9s %9s %10s %10s %4s  %s\n", $1, $2, $3, $4, $5, $6, $7, $8 }'
awk -F '\t' '{ r = $3; sub(/^>/, "", r); sr += r; so += $4; n++
		if ($6 > mo) mo = $6; if ($5 > mr) mr = $5; if ($7 == "MEM") m++ }
	END { if (n) printf "# %d patches over %s: spatch %.1fs, ladybug %.1fs CPU (ratio %.1f); " \
		"peak memory spatch %d KiB, ladybug %d KiB; ladybug above spatch on %d\n",
		n, corpus, sr, so, sr / (so > 0.01 ? so : 0.01), mr, mo, m }' corpus="$corpus" "$tmp/rows"
