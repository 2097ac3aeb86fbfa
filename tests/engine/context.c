void f(char *p, char *q)
{
	use(p);
	kfree(p);	/* free it */
	kfree(q);
	if (p)
		kfree(q);
	use(q); kfree(p);
}
