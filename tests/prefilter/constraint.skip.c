int g(int x)
{
	return acl_copy(x, 0);
}
