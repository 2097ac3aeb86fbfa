# tests/robust/writes.sh - the failure matrix of the writes (--in-place,
# -o, --out-place, --suffix): modes kept, symbolic links followed, targets
# that are not regular files refused with their name, and, when a write
# fails (file-size limit, full disk, read-only filesystem, a folder that
# is a file, a full standard output), the original left as it was, no
# temporary file left behind and a non-zero exit status.  The cases
# that need a mount (a full tmpfs, a read-only one) run in a private
# mount namespace (unshare -m) and are skipped where that is not allowed.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1
umask 022

printf '@@\n@@\n- foo(1);\n+ bar(1);\n' >p.cocci
# 200 functions: about 7 kB, more than the 1-block file-size limit below
awk 'BEGIN { for (i = 0; i < 200; i++) printf "int f%d(void)\n{\n\tfoo(1);\n\treturn 0;\n}\n", i }' >orig.c
sed 's/foo(1)/bar(1)/' orig.c >want.c

# run WANT NAME ARGS...: spatch, its exit status checked; stderr in err.
run() {
	want=$1 name=$2
	shift 2
	timeout 60 "$SPATCH" --very-quiet --sp-file p.cocci "$@" >/dev/null 2>err
	expect_status "$name" "$want" $?
}
# no_temporary NAME DIR: no .NAME.ladybug-XXXXXX left in DIR.
no_temporary() {
	if ls -a "$2" | grep -q 'ladybug-'; then
		echo "FAIL: $1: temporary file left: $(ls -a "$2" | grep ladybug-)"
		fail=1
	fi
}

# --in-place keeps the mode; the backup is the old text with that mode.
cp orig.c m.c && chmod 751 m.c
run 0 "in-place, mode 751" --in-place --suffix .orig m.c
expect_same "in-place, mode 751: result" want.c m.c
expect_status "in-place keeps the mode" 751 "$(stat -c %a m.c)"
expect_same "backup: old text" orig.c m.c.orig
expect_status "backup: the mode" 751 "$(stat -c %a m.c.orig)"
no_temporary "in-place" .

# Through a symbolic link: the file it names changes, the link stays;
# the backup is named after the link (as spatch).
mkdir real && cp orig.c real/t.c && chmod 640 real/t.c && ln -s real/t.c link.c
run 0 "in-place through a link" --in-place --suffix .bak link.c
expect_same "in-place through a link: target" want.c real/t.c
[ -L link.c ] || { echo "FAIL: in-place replaced the link by a file"; fail=1; }
expect_status "in-place through a link: target's mode" 640 "$(stat -c %a real/t.c)"
expect_same "in-place through a link: backup beside the link" orig.c link.c.bak
no_temporary "in-place through a link" real

# -o: an existing file keeps its mode, a new one gets 0666 less the umask;
# through a link the file it names is written.
cp orig.c o.c && printf 'old\n' >out600 && chmod 600 out600
run 0 "-o, existing file" o.c -o out600
expect_same "-o, existing file: result" want.c out600
expect_status "-o keeps the mode" 600 "$(stat -c %a out600)"
run 0 "-o, new file" o.c -o new.c
expect_status "-o, new file: 0666 less the umask" 644 "$(stat -c %a new.c)"
printf 'old\n' >otarget && ln -s otarget olink
run 0 "-o through a link" o.c -o olink
expect_same "-o through a link: target" want.c otarget
[ -L olink ] || { echo "FAIL: -o replaced the link by a file"; fail=1; }
run 0 "-o /dev/null (a stream, as spatch)" o.c -o /dev/null

# Targets that are not regular files: refused, named, left alone.
mkdir odir
run 1 "-o a folder" o.c -o odir
expect_grep "-o a folder: message" "^spatch: error: cannot write odir: a directory\$" err
[ -z "$(ls -A odir)" ] || { echo "FAIL: -o wrote into the folder"; fail=1; }
ln -s nowhere dangling
run 1 "-o a dangling link" o.c -o dangling
expect_grep "-o a dangling link: message" "^spatch: error: cannot write dangling: a symbolic link to a missing file\$" err
[ -e nowhere ] && { echo "FAIL: -o created the target of a dangling link"; fail=1; }
mkfifo fifo.c
(cat orig.c >fifo.c &)
run 1 "in-place on a pipe" --in-place fifo.c
expect_grep "in-place on a pipe: message" "^spatch: error: cannot change fifo.c: a pipe\$" err
[ -p fifo.c ] || { echo "FAIL: in-place replaced the pipe"; fail=1; }
cp orig.c bd.c && mkdir bd.c.orig
run 1 "backup target is a folder" --in-place --suffix .orig bd.c
expect_grep "backup target is a folder: message" "^spatch: error: cannot write the backup bd.c.orig: a directory\$" err
expect_same "backup target is a folder: source intact" orig.c bd.c
cp orig.c od.c && mkdir od.c.cocci_res
run 1 "--out-place target is a folder" --out-place od.c
expect_grep "--out-place target is a folder: message" "^spatch: error: cannot write od.c.cocci_res: a directory\$" err

# A folder that is a file (ENOTDIR, whoever runs the test).
printf 'x\n' >notdir
run 1 "-o in a folder that is a file" o.c -o notdir/out.c
expect_grep "-o in a folder that is a file: message" "^spatch: error: cannot write notdir/out.c: Not a directory\$" err

# The file-size limit (ulimit -f 1: 512 or 1024 bytes): every write of
# the 7 kB result fails with EFBIG (SIGXFSZ is ignored).
cp orig.c big.c && chmod 604 big.c
sh -c 'ulimit -f 1 && exec "$@"' sh "$SPATCH" --very-quiet --sp-file p.cocci --in-place big.c \
	>/dev/null 2>err
expect_status "in-place over the file-size limit" 1 $?
expect_grep "in-place over the file-size limit: message" "^spatch: error: cannot change big.c: File too large\$" err
expect_same "in-place over the file-size limit: source intact" orig.c big.c
expect_status "in-place over the file-size limit: mode intact" 604 "$(stat -c %a big.c)"
no_temporary "in-place over the file-size limit" .
sh -c 'ulimit -f 1 && exec "$@"' sh "$SPATCH" --very-quiet --sp-file p.cocci --in-place \
	--suffix .orig big.c >/dev/null 2>err
expect_status "backup over the file-size limit" 1 $?
expect_grep "backup over the file-size limit: message" "^spatch: error: cannot write the backup big.c.orig: File too large\$" err
expect_same "backup over the file-size limit: source intact" orig.c big.c
[ -e big.c.orig ] && { echo "FAIL: a backup was left over the file-size limit"; fail=1; }
no_temporary "backup over the file-size limit" .
printf 'previous\n' >prev.out
sh -c 'ulimit -f 1 && exec "$@"' sh "$SPATCH" --very-quiet --sp-file p.cocci o.c -o prev.out \
	>/dev/null 2>err
expect_status "-o over the file-size limit" 1 $?
expect_grep "-o over the file-size limit: message" "^spatch: error: cannot write prev.out: File too large\$" err
printf 'previous\n' >want.prev
expect_same "-o over the file-size limit: old -o file intact" want.prev prev.out
no_temporary "-o over the file-size limit" .

# The diff cannot be written (a full standard output).
if [ -w /dev/full ]; then
	cp orig.c full.c
	"$SPATCH" --very-quiet --sp-file p.cocci full.c >/dev/full 2>err
	expect_status "diff to a full disk" 1 $?
	expect_grep "diff to a full disk: message" "^spatch: error: cannot write the diff: No space left on device\$" err
fi

# A full filesystem and a read-only one: a small tmpfs in a private mount
# namespace.  ns.sh runs there and reports each case's outcome in ns.out.
cat >ns.sh <<'EOF'
S=$1
cd "$2" || exit 1
mkdir mnt && mount -t tmpfs -o size=64k tmpfs mnt || exit 77
cp orig.c mnt/t.c && chmod 640 mnt/t.c
# fill the rest: the result (as big as the source) has no room
dd if=/dev/zero of=mnt/fill bs=1k count=64 2>/dev/null
"$S" --very-quiet --sp-file p.cocci --in-place mnt/t.c >/dev/null 2>enospc.err
echo "enospc status $?"
cmp -s orig.c mnt/t.c && echo "enospc source intact"
echo "enospc mode $(stat -c %a mnt/t.c)"
echo "enospc left: $(ls -A mnt | tr '\n' ' ')"
rm mnt/fill
mount -o remount,ro mnt || exit 77
"$S" --very-quiet --sp-file p.cocci --in-place --suffix .orig mnt/t.c >/dev/null 2>erofs.err
echo "erofs status $?"
cmp -s orig.c mnt/t.c && echo "erofs source intact"
echo "erofs left: $(ls -A mnt | tr '\n' ' ')"
"$S" --very-quiet --sp-file p.cocci orig.c -o mnt/out.c >/dev/null 2>erofs-o.err
echo "erofs -o status $?"
umount mnt
EOF
if unshare -m sh ns.sh "$SPATCH" "$TMP" >ns.out 2>ns.err; then
	cat ns.out
	expect_grep "full tmpfs: status" "^enospc status 1\$" ns.out
	expect_grep "full tmpfs: message" "^spatch: error: cannot change mnt/t.c: No space left on device\$" enospc.err
	expect_grep "full tmpfs: source intact" "^enospc source intact\$" ns.out
	expect_grep "full tmpfs: mode intact" "^enospc mode 640\$" ns.out
	expect_grep "full tmpfs: nothing left" "^enospc left: fill t.c \$" ns.out
	expect_grep "read-only tmpfs: status" "^erofs status 1\$" ns.out
	expect_grep "read-only tmpfs: message" "^spatch: error: cannot write the backup mnt/t.c.orig: Read-only file system\$" erofs.err
	expect_grep "read-only tmpfs: source intact" "^erofs source intact\$" ns.out
	expect_grep "read-only tmpfs: nothing left" "^erofs left: t.c \$" ns.out
	expect_grep "read-only tmpfs, -o: status" "^erofs -o status 1\$" ns.out
	expect_grep "read-only tmpfs, -o: message" "^spatch: error: cannot write mnt/out.c: Read-only file system\$" erofs-o.err
else
	echo "(no private mount namespace here: the full and read-only filesystem cases are skipped)"
fi
finish
