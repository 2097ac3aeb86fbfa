int a(int retval)
{
	if (retval) {
		return retval;
	}
	return 0;
}

int b(int retval)
{
	if (retval) {
		return retval;
	} else
		foo();
	return 0;
}

int c(int retval)
{
	if (x)
		return retval;
	return 0;
}
