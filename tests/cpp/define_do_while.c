#define M1(x) do { foo(); } while (0)
#define M2(x) { foo(); }
#define M3(x) foo();
#define M4(x) do { \
		foo(); \
		bar(); \
	} while (0)
#define M6(x) do { foo(); } while (x)

int f(void)
{
	M1(0);
	foo();
	return 0;
}
