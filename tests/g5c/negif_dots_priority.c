void t(int c)
{
	if (c) {
		f();
	} else {
		f();
	}
}
