struct caps {
	u32 hc_capbase;
#define HC_LENGTH(f, p)	(0x00ff&((p) >> /* bits 7:0 */ \
				(big(f) ? 24 : 0)))
#define HC_V(f, p)	(0xffff&((p) >> 16))
	u32 params;
};
#define TOP(p)	(0x00ff&((p) >> 2))
struct outer {
	struct inner {
		int a;
#define NESTED(p)	(0x00ff&((p) >> 5))
	} in;
	int b;
};
typedef struct {
	int c;
#define TYPEDEFD(p)	(0x00ff&((p) >> 6))
} td_t;
int f(void)
{
	struct loc {
		int a;
#define LOCAL(p)	(0x00ff&((p) >> 7))
	} l;
	return 0;
}
union u {
	int a;
#define UNION(p)	(0x00ff&((p) >> 8))
};
int f(int p)
{
#define IN_F(p)	(0x00ff&((p) >> 2))
	return IN_F(p);
}
enum e {
	A = 1,
#define IN_E(p)	(0x00ff&((p) >> 3))
	B = 2,
};
static int tab[] = {
	1,
#define IN_I(p)	(0x00ff&((p) >> 4))
	2,
};
