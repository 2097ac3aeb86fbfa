void f(char *p, char *q, int x)
{
	kfree(p);
	if (x)
		vfree(q);
	g(kfree, vfree);
	kvfree(p);
	my_kfree(q);
	h(x, kfree(p + 1), vfree(kfree(q)));
}

int k(void) { return 0; }
