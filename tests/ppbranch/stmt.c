/* In a function body: branches of whole statements are all code; a
 * small conditional that splits a statement (a header without its body,
 * a part of a condition, a comma expression) keeps its first branch. */
int split_header(void)
{
#ifdef A
	if (x)
#else
	if (y)
#endif
		foo();
	return 0;
}

int split_condition(void)
{
	if (a
#ifdef A
	    && y == 2
#else
	    && y == 3
#endif
	   )
		foo();
	return 0;
}

int whole(void)
{
#ifdef A
	foo(1);
#else
	foo(2);
#endif
	if (x)
#ifdef A
		foo(3);
#else
		foo(4);
#endif
	return 0;
}

int comma(void)
{
	x = 1,
#ifdef A
	y = 2,
#else
	y = 3,
#endif
	z = 4;
	return 0;
}
