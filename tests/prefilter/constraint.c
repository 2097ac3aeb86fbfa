int g(int x)
{
	return acl_clone(x, 0);
}
