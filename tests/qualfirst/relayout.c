int f(struct d *attr, void *buf)
{
	int retval;

	retval = select_profile(usb_dev, *(uint *)(attr->private), (uint8_t const *)buf,
			CONTROL_REQUEST_PROFILE_SETTINGS);
	retval = roccat_common2_send_with_status(usb_dev, command, (void *)buf, real_size);
	x = (char *)buf;
	return retval;
}
