void m(void)
{
	if (a) {
		f();
	}
}
