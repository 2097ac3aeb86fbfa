static int f(void)
{
	while (x) {
		foo();
		bar();
	}
}
