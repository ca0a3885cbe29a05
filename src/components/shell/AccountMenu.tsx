import { observer } from "mobx-react-lite";
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import { Board20Regular, PersonCircle20Regular, SignOut20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { UNAUTHENTICATED_ENTRY_PATH } from "../../shared/constants";
import { isAdministrator } from "./accountNavigation";
import { AccountButton } from "./triggers";

const m = defineMessages({
  myAccount: { id: "header.myAccount", defaultMessage: "Mi cuenta" },
  admin: { id: "header.admin", defaultMessage: "Administración" },
  signOut: { id: "header.signOut", defaultMessage: "Cerrar sesión" },
});

/** The signed-in user's menu in the header: Mi cuenta, Administración (administrators), Cerrar sesión. */
export default observer(function AccountMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(initiallyOpen);
  const navigate = useNavigate();
  const { session } = useStores();
  const signOut = async () => {
    await session.signOut();
    void navigate(UNAUTHENTICATED_ENTRY_PATH); // spec §2: after sign-out, the unauthenticated entry page
  };
  return (
    <Menu positioning="below-end" open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <AccountButton aria-haspopup="menu" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonCircle20Regular />} onClick={() => void navigate("/dashboard/dashboardGeneral")}>
            {intl.formatMessage(m.myAccount)}
          </MenuItem>
          {isAdministrator(session.roles) ? (
            <MenuItem icon={<Board20Regular />} onClick={() => void navigate("/admin/dashboard")}>
              {intl.formatMessage(m.admin)}
            </MenuItem>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOut20Regular />} onClick={() => void signOut()}>
            {intl.formatMessage(m.signOut)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
