# tests/robust/progress.sh - the progress line of a run over many files
# (run/progress.h): shown on a terminal (a pseudo-terminal made by
# `script`), updated in place and erased at the end, never on the line
# of other output; not shown into a pipe, with --quiet or --very-quiet,
# or with --no-progress; forced by --progress; the diff on standard
# output is the same byte for byte with and without it.
. "$srcdir/tests/lib.sh"
command -v script >/dev/null 2>&1 || { echo "SKIP: no script (bsdutils)"; exit 77; }

mkdir -p "$TMP/d/sub"
for i in 1 2 3 4 5 6 7 8 9 10; do
	printf 'int f%d(int x)\n{\n\treturn foo(x) + %d;\n}\n' $i $i >"$TMP/d/sub/f$i.c"
done
printf 'int g(void)\n{\n\treturn 0;\n}\n' >"$TMP/d/nothing.c"
printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >"$TMP/p.cocci"
cd "$TMP" || exit 1

# tty NAME ARGS...: run spatch with ARGS under a pseudo-terminal, its
# standard output into NAME.out; what the terminal shows into NAME.tty.
tty() {
	name=$1
	shift
	script -qfc "'$SPATCH' $* >$name.out" /dev/null </dev/null >"$name.tty" 2>&1
	tr '\r' '\n' <"$name.tty" >"$name.lines"
}
# shown NAME: the terminal of NAME showed the progress line
shown() {
	grep -q '^\[[0-9]*/[0-9]* files[],]' "$1.lines"
}
# clean NAME: the line is erased after its last draw, and no other output
# shares a line with it (a draw ends with ESC[K; an erase is \r ESC[K)
clean() {
	if grep -q 'files[],].*\[K[^\[]' "$1.lines"; then
		echo "FAIL: $1: output on the progress line:"
		grep 'files[],].*\[K[^\[]' "$1.lines" | head -3 | cat -v
		fail=1
	fi
	awk -v esc="$(printf '\033')" '
		/^\[[0-9]+\/[0-9]+ files/ { draw = NR }
		index($0, esc "[K") == 1 { erase = NR }
		END { exit !(draw && erase > draw) }' "$1.lines" ||
		{ echo "FAIL: $1: the line is not erased at the end"; cat -v "$1.tty" | tail -3; fail=1; }
}

"$SPATCH" --sp-file p.cocci --dir d >pipe.out 2>pipe.err
expect_status "piped" 0 $?
n=$(grep -c '^+++ ' pipe.out)
[ "$n" = 10 ] || { echo "FAIL: $n diffs, expected 10"; fail=1; }
if grep -q 'files\]' pipe.err || grep -q "$(printf '\033')" pipe.err; then
	echo "FAIL: progress into a pipe:"; cat -v pipe.err | head -3; fail=1
fi

# on a terminal: the line, with the counts, the time and the current file
tty t1 --sp-file p.cocci --dir d
shown t1 || { echo "FAIL: no progress line on a terminal:"; cat -v t1.tty | head -3; fail=1; }
expect_grep "counts and time" '^\[[0-9]*/11 files\] [0-9]*% [0-9]*:[0-9][0-9]  d/' t1.lines
clean t1
expect_same "the diff with the progress line" pipe.out t1.out
# the Skipping: line of the file no rule can match, at the start of a line
expect_grep "Skipping: on its own line" "^$(printf '\033')\[KSkipping: d/nothing.c\|^Skipping: d/nothing.c" t1.lines

# standard output on the terminal too: the diff never shares the line
script -qfc "'$SPATCH' --sp-file p.cocci --dir d" /dev/null </dev/null >t2.tty 2>&1
tr '\r' '\n' <t2.tty >t2.lines
shown t2 || { echo "FAIL: no progress line with stdout on the terminal"; fail=1; }
clean t2
tr -d '\r' <t2.tty | sed "s/^.*$(printf '\033')\[K//" | grep -v '^diff = $' |
	grep -v '^Skipping' >t2.text
expect_same "the diff on the terminal" pipe.out t2.text

# --jobs: counted as the workers' results come back; the same diff
tty t3 --sp-file p.cocci --dir d --jobs 2
shown t3 || { echo "FAIL: no progress line with --jobs 2"; fail=1; }
clean t3
expect_same "the diff with --jobs 2 and the progress line" pipe.out t3.out

# the files named on the command line: one unit, rule by rule
tty t4 --sp-file p.cocci d/sub/f1.c d/sub/f2.c d/sub/f3.c
shown t4 || { echo "FAIL: no progress line for named files"; fail=1; }
clean t4
"$SPATCH" --sp-file p.cocci d/sub/f1.c d/sub/f2.c d/sub/f3.c 2>/dev/null | sed 's|/tmp/cocci-output-[^ ]*||' >t4.want
sed 's|/tmp/cocci-output-[^ ]*||' t4.out >t4.got
expect_same "the diff of named files with the progress line" t4.want t4.got

# one file: no line
tty t5 --sp-file p.cocci d/sub/f1.c
if shown t5; then echo "FAIL: a progress line for one file"; fail=1; fi

# quiet, very quiet, --no-progress (both spellings): no line
for opt in --quiet --very-quiet -very_quiet --no-progress -no_progress; do
	tty t6 --sp-file p.cocci --dir d $opt
	if shown t6; then echo "FAIL: progress line with $opt"; fail=1; fi
	expect_same "$opt: the diff" pipe.out t6.out
done

# --progress forces it into a pipe (both spellings); --no-progress after it wins
for opt in --progress -progress; do
	"$SPATCH" --sp-file p.cocci --dir d $opt >t7.out 2>t7.err
	tr '\r' '\n' <t7.err >t7.lines
	shown t7 || { echo "FAIL: $opt: no progress line into a pipe"; fail=1; }
	clean t7
	expect_same "$opt: the diff" pipe.out t7.out
done
"$SPATCH" --sp-file p.cocci --dir d --progress --no-progress >t8.out 2>t8.err
if grep -q 'files\]' t8.err; then echo "FAIL: --progress --no-progress"; fail=1; fi

# a slow run: the estimate of the time left; a script that prints is
# never on the progress line
cat >s.cocci <<'EOF'
@r@
expression E;
position p;
@@
foo(E@p)

@script:python@
p << r.p;
@@
import time
time.sleep(0.25)
print("seen", p[0].file)
EOF
if "$SPATCH" --sp-file s.cocci d/sub/f1.c >/dev/null 2>&1; then   # (built with Python)
	script -qfc "'$SPATCH' --sp-file s.cocci --dir d" /dev/null </dev/null >t9.tty 2>&1
	tr '\r' '\n' <t9.tty >t9.lines
	expect_grep "the time left" '^\[[0-9]*/11 files\] [0-9]*% [0-9]*:[0-9][0-9], ~[0-9]*:[0-9][0-9] left  d/' t9.lines
	clean t9
	n=$(grep -c "^\($(printf '\033')\[K\)\{0,1\}seen d/sub/f[0-9]*\.c\$" t9.lines)
	[ "$n" = 10 ] || { echo "FAIL: script output on the progress line:"; grep seen t9.lines | head -3 | cat -v; fail=1; }
fi

# what initialize and finalize scripts print: the same with the line
cat >i.cocci <<'EOF'
@initialize:python@
@@
print("init")

@@
expression E;
@@
- foo(E)
+ bar(E)

@finalize:python@
@@
print("final")
EOF
if "$SPATCH" --sp-file i.cocci d/sub/f1.c >/dev/null 2>&1; then
	"$SPATCH" --sp-file i.cocci --dir d --no-progress >i1.out 2>/dev/null
	"$SPATCH" --sp-file i.cocci --dir d --progress >i2.out 2>i2.err
	expect_grep "initialize script output" '^init$' i1.out
	expect_same "scripts' output with the line" i1.out i2.out
	tty i3 --sp-file i.cocci --dir d
	expect_same "scripts' output with the line on a terminal" i1.out i3.out
fi
finish
