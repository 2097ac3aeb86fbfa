#define SETUP(x)			\
	do {				\
		foo(x);			\
		bar(x);			\
	} while (0)

#define ONE(x) do { foo(x); } while (0)

#define LAST(x)			\
	do {				\
		baz(x);			\
		foo(x);	} while (0)

int f(int x)
{
	foo(x);
	return 0;
}
