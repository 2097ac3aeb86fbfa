void cs(void *a, void *b, void *c)
{
	kfree(a);
	vfree(b);
	free(c);
}
