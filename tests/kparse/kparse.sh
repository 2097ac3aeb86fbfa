# tests/kparse/kparse.sh - kernel constructs that parse perfectly with
# the default macro file and the heuristics (`spatch --parse-c`), each in a
# file of its own, and one file that must still report its error.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

# An initializer whose last element, without a comma, is followed by a
# directive (`{ b }\n#endif\n}`), at the top and inside a function.
cat >init_pp.c <<'C'
static const struct s t[] = {
	{ 1, 2 },
#ifdef CONFIG_B
	{ 3, 4 }
#endif
};
int f(int x)
{
	static const struct { int a; int b[2]; } u[] = {
#define B(n) n ## _BIT
		{ 1, { B(a) } },
		{ 2, { B(b), B(c) } }
#undef B
};
	return u[x].a;
}
C
# Declaration macros after `static const` (and `const`), with negative
# and expression arguments.
cat >decl_const.c <<'C'
static const DECLARE_TLV_DB_SCALE(dac_tlv, -9600, 50, 0);
const DECLARE_TLV_DB_MINMAX(gain_tlv, -1200, 3 * 400);
static const FOO_BAR(name, a + 1);
static const int g(int x);
static const char *h(void);
int k(void) { return 0; }
C
# Function headers written as macro calls (SYSCALL_DEFINEn, BPF_CALL_n),
# and a section attribute before the type of a variable.
cat >fn_macros.c <<'C'
SYSCALL_DEFINE2(dup2, unsigned int, oldfd, unsigned int, newfd)
{
	return ksys_dup3(oldfd, newfd, 0);
}
COMPAT_SYSCALL_DEFINE1(time, int, x)
{
	return x;
}
BPF_CALL_2(bpf_f, void *, p, u32, n)
{
	return n;
}
static __net_initdata struct pernet_operations ops = {
	.init = net_init,
};
static __net_init int net_init(struct net *net)
{
	return 0;
}
C
for f in init_pp.c decl_const.c fn_macros.c; do
	"$SPATCH" --parse-c $f >out 2>err
	expect_status "$f: --parse-c status" 0 $?
	expect_grep "$f: parses perfectly" "perfect = 1; pbs = 0" out
done
# Still an error: a qualifier before a call that is no declaration.
printf 'int f(void)\n{\n\tconst g(1) + 2;\n}\n' >bad.c
"$SPATCH" --parse-c bad.c >out 2>err
expect_grep "bad.c: the error is reported" "perfect = 0; pbs = 1" out
exit $fail
