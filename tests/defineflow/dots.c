/* `...' along the control flow of #define bodies that are statements or
 * function definitions, `##' and `#' in them included; not a sequence
 * of statements without braces, a statement expression, nor a do ...
 * while that holds a jump (as spatch 1.1.1). */
#define A1(a) { foo(a); x(); bar(a); }
#define A2(a) foo(a); bar(a);
#define A3(a) if (a) { foo(a); x(); bar(a); }
#define A4(a) do { foo(a); if (x) return; bar(a); } while (0)
#define A5(a)						\
	do {						\
		foo(a);					\
		if (y)					\
			z();				\
		bar(a);					\
	} while (0)
#define A6(a)						\
static void test_ ## a (void *arg)			\
{							\
	foo(a);						\
	pr_info(#a " done\n");				\
	bar(a);						\
}
#define A7(a) ({ foo(a); bar(a); })
#define A8(a) do { foo(a); } while (0)

int f(int a)
{
	foo(a);
	bar(a);
	return 0;
}
