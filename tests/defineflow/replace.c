#define SETUP(x)			\
	do {				\
		foo(x);			\
		bar(x);			\
	} while (0)
