# tests/robust/signal.sh - a run with --in-place over a folder stopped by a
# signal (TERM, INT, HUP) at several moments: every file is either its old
# text or its whole new text, never a part of it; no temporary file is
# left behind; the status is the shell's for that signal (128 + number).
# A run stopped by KILL cannot clean up: its files are still whole (the
# new text is renamed over the old one in one step) and only temporaries
# may remain, which a later run ignores.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

printf '@@\n@@\n- foo(1);\n+ bar(1);\n' >p.cocci
awk 'BEGIN { for (i = 0; i < 300; i++) printf "int f%d(void)\n{\n\tfoo(1);\n\treturn 0;\n}\n", i }' >orig.c
sed 's/foo(1)/bar(1)/' orig.c >want.c

# check NAME SIGNAL DELAY STATUS: a fresh folder of 600 files, a run
# killed with SIGNAL after DELAY seconds.
check() {
	name=$1 sig=$2 delay=$3 want=$4
	rm -rf d && mkdir d
	i=0
	while [ $i -lt 600 ]; do
		cp orig.c d/f$i.c
		i=$((i + 1))
	done
	# with job control on, a job started in the background keeps the
	# default action for SIGINT (a plain shell script would ignore it)
	set -m
	"$SPATCH" --very-quiet --sp-file p.cocci --in-place --dir d >/dev/null 2>err &
	pid=$!
	set +m
	sleep "$delay"
	kill -s "$sig" $pid 2>/dev/null
	wait $pid
	st=$?
	# a run that finished before the signal exits with 0
	if [ $st -ne 0 ]; then
		expect_status "$name: status" "$want" $st
	fi
	old=0 new=0
	for f in d/*.c; do
		if cmp -s "$f" orig.c; then
			old=$((old + 1))
		elif cmp -s "$f" want.c; then
			new=$((new + 1))
		else
			echo "FAIL: $name: $f holds neither the old nor the new text"
			fail=1
		fi
	done
	echo "$name: status $st, $old files old, $new new"
	expect_status "$name: files" 600 $((old + new))
	if [ "$sig" != KILL ] && ls -a d | grep -q 'ladybug-'; then
		echo "FAIL: $name: temporary file left: $(ls -a d | grep ladybug- | head -3)"
		fail=1
	fi
}

check "TERM early" TERM 0.1 143
check "TERM late" TERM 0.3 143
check "INT" INT 0.2 130
check "HUP" HUP 0.25 129
check "KILL" KILL 0.2 137
finish
