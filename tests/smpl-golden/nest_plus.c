void ns(int a)
{
	reset(a);
	x = old_api(a);
	if (old_api(a))
		y();
	commit(a);
}

void ns_none(int a)
{
	reset(a);
	commit(a);
}
