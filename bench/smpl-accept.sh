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
[ $only_theirs -eq 0 ]
