int f(int x)
{
	char *p = g();
	if (x)
		goto out;
	kfree(p);
out:
	return 0;
}
int h(int x)
{
	char *p = g();
	kfree(p);
 err:
	return 0;
}
int k(int x)
{
	char *p = g();
	if (x) {
		kfree(p);
	}
	return 0;
}
int f2(int x)
{
	char *p = g();
	switch (x) {
	case 1:
		kfree(p);
	case 2:
		kfree(p);
	default:
		break;
	}
	kfree(p);
out:
	return 0;
}
