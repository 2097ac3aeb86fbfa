int main()
{
	do_this();
	do_that();
	do_this();
	other();
	x_y();
	do_this();
}
