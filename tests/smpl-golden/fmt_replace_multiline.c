int rm(int first, int second)
{
	return combine(first,
		       second);
}
