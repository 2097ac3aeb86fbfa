void f(char *p)
{
	if (p)
		kfree(p);
	if (p)
		kfree(p);
	foo();
}

void g(char *p)
{
	if (p) {
		kfree(p);
	}
	if (p)
		kfree(p);
	else
		foo();
}
