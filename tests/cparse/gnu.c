struct pkt {
	unsigned int kind : 4, : 0;
	union { int a; long b; };
	char data[];
	int zero[0];
} __attribute__((packed));

static const int table[10] = { [0 ... 3] = 1, [5] = 2, 7 };
static struct pkt p = { kind: 1, .a = 2 };
_Static_assert(sizeof(int) == 4, "int");
__extension__ typedef unsigned long long u64x;

int f(int x)
{
	__label__ again;
	static void *jump[] = { &&again, &&done };
	typeof(x) y = ({ int t = x; t * 2; });
	__typeof__(int *) q = 0;
again:
	switch (x) {
	case 1 ... 3:
		goto *jump[1];
	default:
		break;
	}
	asm volatile goto ("jmp %l0" : : "r" (y) : "memory" : done);
	y = _Generic(x, int: 1, default: 2);
	return y ? : 3;
done:
	return (int)sizeof(q) + __alignof__(long);
}

int old(a, b)
	int a;
	char *b;
{
	return a + *b;
}
