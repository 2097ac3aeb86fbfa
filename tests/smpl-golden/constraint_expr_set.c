void ces(int v)
{
	set_flag(v, 0);
	set_flag(v, 1);
	set_flag(v, 2);
}
