static int f(void)
{
	if (x) {
		foo();
	}
	while (x) {
		foo();
	}
}
