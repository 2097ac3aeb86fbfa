#!/bin/sh
# tests/fuzz/replay.sh - the fuzz harnesses over their seeds (the C files
# and semantic patches of the tests; for the whole pipeline, each golden
# case's NAME.cocci, a NUL byte and NAME.c, made by mkseeds) and over
# every input a fuzzing campaign kept (tests/fuzz/found/fuzz_c,
# fuzz_smpl, fuzz_pipeline): none may crash, hang or upset the
# sanitizers.
. "$top_srcdir/tests/lib.sh"
b=${SPATCH%/src/spatch}/tests/fuzz
sh "$top_srcdir/tests/fuzz/mkseeds" "$top_srcdir" "$TMP/pipeline"
for h in c smpl pipeline; do
	case $h in
	c) seeds=$(ls "$top_srcdir"/tests/*/*.c) ;;
	smpl) seeds=$(ls "$top_srcdir"/tests/*/*.cocci) ;;
	pipeline) seeds=$(ls "$TMP"/pipeline/*) ;;
	esac
	found=$(ls "$top_srcdir"/tests/fuzz/found/fuzz_$h/* 2>/dev/null)
	# shellcheck disable=SC2086
	timeout 300 "$b/replay_$h" $seeds $found >"$TMP/$h.out" 2>&1
	rc=$?
	expect_status "replay_$h" 0 $rc
	[ $rc -eq 0 ] || tail -20 "$TMP/$h.out"
done
FUZZ_CFG=1 timeout 300 "$b/replay_c" $(ls "$top_srcdir"/tests/*/*.c "$top_srcdir"/tests/fuzz/found/fuzz_c/* 2>/dev/null) \
	>"$TMP/cfg.out" 2>&1
expect_status "replay_c with control-flow graphs" 0 $?
exit $fail
