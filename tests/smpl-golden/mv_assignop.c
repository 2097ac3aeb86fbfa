void upd(int *p, int v)
{
	*p = v;
	*p += v;
	v <<= 2;
	use(v);
}
