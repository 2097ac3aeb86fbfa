#!/bin/sh
# bench/smpl-accept.sh - how many semantic patches ladybug's SmPL front end
# accepts, against the ones real spatch accepts.
#
#   bench/smpl-accept.sh [SPATCH] [DIR...]
#
# SPATCH is ladybug's binary (default src/spatch).  Each DIR (default: the
# conformance suite and the kernel's scripts/coccinelle) is searched for
# .cocci files; each is run through `--parse-cocci` by ladybug and, once
# (cached in $CACHE, default /tmp/smpl-accept-cache), by /usr/bin/spatch.
# Prints the files spatch accepts and ladybug rejects (with ladybug's
# message), then the counts.  For the kernel's patches it also tries
# -D patch/report/context/org.
ours=$(realpath "${1:-src/spatch}")
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- ../shared/conformance/tests /tmp/linux/linux-source-6.1/scripts/coccinelle
cache=${CACHE:-/tmp/smpl-accept-cache}
mkdir -p "$cache"
total=0 theirs_ok=0 ours_ok=0 both=0 only_theirs=0 only_ours=0
list=$(mktemp)
for d in "$@"; do find "$d" -name '*.cocci' | sort; done > "$list"
while read -r f; do
	total=$((total + 1))
	key=$(echo "$f" | tr '/' '_')
	if [ ! -f "$cache/$key" ]; then
		if [ -x /usr/bin/spatch ] && (cd "$(dirname "$f")" && timeout 60 /usr/bin/spatch --parse-cocci "$(basename "$f")") >/dev/null 2>&1
		then echo ok > "$cache/$key"; else echo bad > "$cache/$key"; fi
	fi
	t=$(cat "$cache/$key")
	if (cd "$(dirname "$f")" && "$ours" --parse-cocci "$(basename "$f")") >/dev/null 2>"$list.err"
	then o=ok; else o=bad; fi
	[ $t = ok ] && theirs_ok=$((theirs_ok + 1))
	[ $o = ok ] && ours_ok=$((ours_ok + 1))
	if [ $t = ok ] && [ $o = ok ]; then both=$((both + 1)); fi
	if [ $t = ok ] && [ $o = bad ]; then
		only_theirs=$((only_theirs + 1))
		echo "REJECTED $f: $(head -1 "$list.err")"
	fi
	if [ $t = bad ] && [ $o = ok ]; then only_ours=$((only_ours + 1)); fi
done < "$list"
rm -f "$list" "$list.err"
echo "files: $total; spatch accepts $theirs_ok; ladybug accepts $ours_ok;"
echo "accepted by spatch but rejected by ladybug: $only_theirs; accepted only by ladybug: $only_ours"
# The kernel's patches, as coccicheck runs them: every one in every mode.
# A patch without `virtual MODE' must be refused in that mode, as spatch
# does (coccicheck's MODE=chain relies on it); the verdicts are compared
# with spatch's.
k=/tmp/linux/linux-source-6.1/scripts/coccinelle
if [ -d "$k" ]; then
	kn=0 kok=0 ksame=0
	for f in $(find "$k" -name '*.cocci' | sort); do
		for m in patch report context org; do
			kn=$((kn + 1))
			key=$(echo "$f.$m" | tr '/' '_')
			if [ ! -f "$cache/$key" ]; then
				if [ -x /usr/bin/spatch ] && timeout 60 /usr/bin/spatch -D $m --parse-cocci "$f" >/dev/null 2>&1
				then echo ok > "$cache/$key"; else echo bad > "$cache/$key"; fi
			fi
			t=$(cat "$cache/$key")
			if "$ours" -D $m --parse-cocci "$f" >/dev/null 2>&1; then o=ok; kok=$((kok + 1)); else o=bad; fi
			if [ $o = $t ]; then ksame=$((ksame + 1)); else echo "KERNEL -D $m $f: spatch $t, ladybug $o"; fi
		done
	done
	echo "kernel scripts/coccinelle: $kok of $kn (patch x mode) accepted; same verdict as spatch in $ksame of $kn"
	big=$(find "$k" -name '*.cocci' -printf '%s %p\n' | sort -n | tail -1 | cut -d' ' -f2)
	start=$(date +%s%N)
	i=0; while [ $i -lt 100 ]; do "$ours" --parse-cocci "$big" >/dev/null; i=$((i + 1)); done
	mid=$(date +%s%N)
	i=0; while [ $i -lt 100 ]; do "$ours" --version >/dev/null; i=$((i + 1)); done
	end=$(date +%s%N)
	echo "largest ($big): $(( (mid - start) / 100000 )) us per run, $(( ((mid - start) - (end - mid)) / 100000 )) us beyond process start-up"
fi
[ $only_theirs -eq 0 ]
