int main(void)
{
	int x = 1;
	foo(x); /* trailing */
	/* own line */
	bar(x);
	if (x) {
	}
	baz(1, 2);
	return 0;
}
