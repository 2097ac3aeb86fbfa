typedef unsigned long ulong_t;
typedef int A;
typedef struct s B;

int main(void)
{
	ulong_t x;
	A x;
	B x;
	char x;
	return 0;
}
