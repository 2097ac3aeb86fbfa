int f(void)
{
	kfree(a);
	kfree(b);
	return -1;
}

int g(void)
{
	foo();
	return -1;
}
