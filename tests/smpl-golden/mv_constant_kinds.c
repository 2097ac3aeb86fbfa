void ck(int x)
{
	put_value(42);
	put_value('c');
	put_value("text");
	put_value(1.5);
	put_value(x);
	put_value(-1);
}
