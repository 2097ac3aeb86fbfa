/* Declarations that macros break, and what the heuristics make of them. */
#define N(val) case val: return #val;
#define PREFIX "drv: "
#define PACKED_ATTR __attribute__((packed))
extern "C" {
struct s {
	ALIGN(32) float pos[3];
	tc_gen;
	FIELDS_MACRO
	int x;
	void *ctx[] CRYPTO_MINALIGN_ATTR;
} PACKED_ATTR;
}
decimal(10, 5) amount;
EXPORT_NO_SYMBOLS;
aarg(1, 2) int func(void) {
	char *a = (int __cast_attr) x;
	switch (x) {
	N(UP) N(DOWN)
	N(LEFT)
	}
	printk(KERN_INFO PREFIX "%d" PRIu64 "\n", x);
	return 0;
}
void g(void) __releases(lock) aarg4(1) {
}
int fp(int __attr (*fp)(int));
static const struct dev_pm_ops pm = {
	SET_A(a)
	SET_B(b)
	SET_C(c)
};
